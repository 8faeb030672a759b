import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
